"""hf.AccurateGELUActivation -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 4420, transformers#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(256, 512)]


def get_init_inputs():
    return []
