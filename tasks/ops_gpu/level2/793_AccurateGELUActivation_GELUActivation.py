"""hf.AccurateGELUActivation -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 1282, transformers#2, dim 0 x233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1864, 256, 128)]


def get_init_inputs():
    return []
