"""hf.XIELUActivation -> MaxPool1d: synthesised by warpgym synth (seed 7, index 6852, transformers#2, dim 0 x2131)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(272768, 256)]


def get_init_inputs():
    return []
