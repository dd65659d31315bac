"""hf.SqrtSoftplusActivation -> SoftMarginLoss: synthesised by warpgym synth (seed 8, index 161, transformers#2, dim 0 x1392)."""
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
    return [torch.randn(22272, 32, 16, 16), torch.randn(22272, 32, 16, 16)]


def get_init_inputs():
    return []
