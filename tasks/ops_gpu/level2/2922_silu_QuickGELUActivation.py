"""F.silu -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 4621, transformers#2, dim 0 x2567)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.silu -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = F.silu(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(328576, 256)]


def get_init_inputs():
    return []
