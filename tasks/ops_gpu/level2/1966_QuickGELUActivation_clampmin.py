"""hf.QuickGELUActivation -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 3099, transformers#2, dim 0 x911)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(29152, 128, 64)]


def get_init_inputs():
    return []
