"""torch.hypot -> torch.fmod -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 5170, transformers#3, dim 0 x120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.hypot -> torch.fmod -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x, x1, x2):
        x = torch.hypot(x, x1)
        x = torch.fmod(x, x2)
        x = self.accurategeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(1920, 32, 256), torch.randn(1920, 32, 256), torch.randn(1920, 32, 256)]


def get_init_inputs():
    return []
