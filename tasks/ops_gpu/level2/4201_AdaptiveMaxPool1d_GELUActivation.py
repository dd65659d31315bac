"""AdaptiveMaxPool1d -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 6599, transformers#2, dim 0 x16053)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """AdaptiveMaxPool1d -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(4109568, 256)]


def get_init_inputs():
    return []
