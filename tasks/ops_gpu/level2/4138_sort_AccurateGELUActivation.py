"""torch.sort -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6498, transformers#2, dim 0 x2588)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.sort -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.sort(x)[0]
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5176, 8, 8, 16, 16)]


def get_init_inputs():
    return []
