"""torch.addcdiv -> torch.mul -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 5278, transformers#3, dim 0 x1524)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.addcdiv -> torch.mul -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1, x2, x3):
        x = torch.addcdiv(x, x1, x2)
        x = torch.mul(x, x3)
        x = self.clippedgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(24384, 32, 16, 16), torch.randn(24384, 32, 16, 16), torch.randn(24384, 32, 16, 16), torch.randn(24384, 32, 16, 16)]


def get_init_inputs():
    return []
