"""torch.cummin -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 3141, transformers#2, dim 0 x923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.cummin -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(14768, 64, 128)]


def get_init_inputs():
    return []
