"""hf.QuickGELUActivation -> torch.sign: synthesised by warpgym synth (seed 7, index 5380, transformers#2, dim 0 x3630)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(58080, 32, 16, 16)]


def get_init_inputs():
    return []
