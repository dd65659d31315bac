"""torch.expm1 -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 3401, transformers#2, dim 0 x2133)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.expm1 -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(34128, 32, 256)]


def get_init_inputs():
    return []
