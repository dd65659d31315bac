"""torch.atan -> hf.SqrtSoftplusActivation -> Mish: synthesised by warpgym synth (seed 7, index 4597, transformers#3, dim 0 x1276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.atan -> hf.SqrtSoftplusActivation -> Mish"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = torch.atan(x)
        x = self.sqrtsoftplusactivation_1(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(326656, 512)]


def get_init_inputs():
    return []
