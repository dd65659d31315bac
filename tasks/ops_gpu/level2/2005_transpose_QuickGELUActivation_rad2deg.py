"""torch.transpose -> hf.QuickGELUActivation -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 3162, transformers#3, dim 0 x3517)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.transpose -> hf.QuickGELUActivation -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = self.quickgeluactivation_1(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(28136, 64, 16, 16)]


def get_init_inputs():
    return []
