"""hf.SqrtSoftplusActivation -> torch.frac -> Sigmoid: synthesised by warpgym synth (seed 9, index 496, transformers#3, dim 0 x2483)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.frac -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.frac(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(317824, 256)]


def get_init_inputs():
    return []
