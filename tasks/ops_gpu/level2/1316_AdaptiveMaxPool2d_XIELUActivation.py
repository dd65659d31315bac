"""AdaptiveMaxPool2d -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 2114, transformers#2, dim 0 x7559)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """AdaptiveMaxPool2d -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(30236, 32, 32, 32)]


def get_init_inputs():
    return []
