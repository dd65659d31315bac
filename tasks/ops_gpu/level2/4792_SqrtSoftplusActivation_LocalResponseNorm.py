"""hf.SqrtSoftplusActivation -> LocalResponseNorm: synthesised by warpgym synth (seed 9, index 101, transformers#2, dim 0 x300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2400, 256, 128)]


def get_init_inputs():
    return []
