"""torch.logaddexp2 -> torch.swapdims -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 692, transformers#3, dim 0 x918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.logaddexp2 -> torch.swapdims -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_2 = GELUActivation()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.swapdims(x, -1, -2)
        x = self.geluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(7344, 64, 16, 16), torch.randn(7344, 64, 16, 16)]


def get_init_inputs():
    return []
