"""hf.SqrtSoftplusActivation -> Threshold: synthesised by warpgym synth (seed 9, index 60, transformers#2, dim 0 x6298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> Threshold"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(1612288, 256)]


def get_init_inputs():
    return []
