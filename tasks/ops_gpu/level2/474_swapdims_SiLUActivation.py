"""torch.swapdims -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 754, transformers#2, dim 0 x7947)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.swapdims -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2034432, 256)]


def get_init_inputs():
    return []
