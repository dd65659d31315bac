"""hf.QuickGELUActivation -> torch.amax: synthesised by warpgym synth (seed 7, index 5065, transformers#2, dim 0 x2692)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(5384, 8, 8, 16, 16)]


def get_init_inputs():
    return []
