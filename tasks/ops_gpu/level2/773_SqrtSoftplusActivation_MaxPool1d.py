"""hf.SqrtSoftplusActivation -> MaxPool1d: synthesised by warpgym synth (seed 7, index 1250, transformers#2, dim 0 x1875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(30000, 32, 256)]


def get_init_inputs():
    return []
