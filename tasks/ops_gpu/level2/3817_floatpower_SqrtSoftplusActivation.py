"""torch.float_power -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 5995, transformers#2, dim 0 x138)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.float_power -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(4416, 128, 64)]


def get_init_inputs():
    return []
