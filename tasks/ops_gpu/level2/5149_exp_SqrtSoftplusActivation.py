"""torch.exp -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 9, index 659, transformers#2, dim 0 x4029)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.exp -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.exp(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(16116, 32, 32, 32)]


def get_init_inputs():
    return []
