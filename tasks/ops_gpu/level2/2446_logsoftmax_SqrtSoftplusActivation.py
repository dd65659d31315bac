"""F.log_softmax -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 3860, transformers#2, dim 0 x765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.log_softmax -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3060, 32, 32, 32)]


def get_init_inputs():
    return []
