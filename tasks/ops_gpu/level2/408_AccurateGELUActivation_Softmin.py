"""hf.AccurateGELUActivation -> Softmin: synthesised by warpgym synth (seed 7, index 643, transformers#2, dim 0 x1737)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> Softmin"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(6948, 16, 8, 8, 8)]


def get_init_inputs():
    return []
