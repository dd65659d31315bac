"""torch.copysign -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 4217, transformers#2, dim 0 x3364)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.copysign -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = torch.copysign(x, x1)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(861184, 256), torch.randn(861184, 256)]


def get_init_inputs():
    return []
