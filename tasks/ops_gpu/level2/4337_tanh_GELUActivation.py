"""F.tanh -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 6813, transformers#2, dim 0 x1919)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.tanh -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = F.tanh(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(491264, 256)]


def get_init_inputs():
    return []
