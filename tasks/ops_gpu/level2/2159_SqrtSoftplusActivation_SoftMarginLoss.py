"""hf.SqrtSoftplusActivation -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 2940, transformers#2, dim 0 x2619)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(20952, 16, 32, 32), torch.randn(20952, 16, 32, 32)]


def get_init_inputs():
    return []
