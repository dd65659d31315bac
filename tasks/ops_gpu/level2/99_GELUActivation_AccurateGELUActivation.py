"""hf.GELUActivation -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 142, transformers#2, dim 0 x2200)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1126400, 256)]


def get_init_inputs():
    return []
