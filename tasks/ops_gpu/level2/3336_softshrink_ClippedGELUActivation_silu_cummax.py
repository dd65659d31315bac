"""F.softshrink -> hf.ClippedGELUActivation -> F.silu -> torch.cummax: synthesised by warpgym synth (seed 7, index 5253, transformers#4, dim 0 x581)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.softshrink -> hf.ClippedGELUActivation -> F.silu -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.clippedgeluactivation_1(x)
        x = F.silu(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(37184, 1024)]


def get_init_inputs():
    return []
