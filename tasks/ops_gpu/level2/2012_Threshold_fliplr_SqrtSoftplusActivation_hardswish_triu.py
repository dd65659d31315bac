"""Threshold -> torch.fliplr -> hf.SqrtSoftplusActivation -> F.hardswish -> torch.triu: synthesised by warpgym synth (seed 7, index 3175, transformers#5, dim 0 x729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """Threshold -> torch.fliplr -> hf.SqrtSoftplusActivation -> F.hardswish -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.threshold_0(x)
        x = torch.fliplr(x)
        x = self.sqrtsoftplusactivation_2(x)
        x = F.hardswish(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(186624, 256)]


def get_init_inputs():
    return []
