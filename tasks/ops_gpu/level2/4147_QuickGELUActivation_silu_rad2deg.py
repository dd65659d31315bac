"""hf.QuickGELUActivation -> F.silu -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 6511, transformers#3, dim 0 x1163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.silu -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = F.silu(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(18608, 32, 16, 16)]


def get_init_inputs():
    return []
