"""GLU -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 2421, transformers#2, dim 0 x1242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """GLU -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9936, 16, 32, 32)]


def get_init_inputs():
    return []
