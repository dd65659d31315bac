"""F.glu -> F.log_softmax: synthesised by warpgym synth (seed 7, index 2338, torch#2, dim 0 x4956)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(2537472, 256)]


def get_init_inputs():
    return []
