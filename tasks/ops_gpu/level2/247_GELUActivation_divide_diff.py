"""hf.GELUActivation -> torch.divide -> torch.diff: synthesised by warpgym synth (seed 7, index 382, transformers#3, dim 0 x1692)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> torch.divide -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = torch.divide(x, x1)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(6768, 32, 32, 32), torch.randn(6768, 32, 32, 32)]


def get_init_inputs():
    return []
