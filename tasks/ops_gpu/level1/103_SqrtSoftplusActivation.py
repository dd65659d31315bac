"""hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 1441, transformers#1, dim 0 x3076)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(49216, 32, 256)]


def get_init_inputs():
    return []
