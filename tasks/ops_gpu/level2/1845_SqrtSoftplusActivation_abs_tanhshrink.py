"""hf.SqrtSoftplusActivation -> torch.abs -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 2922, transformers#3, dim 0 x10765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.abs -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.abs(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(21530, 8, 8, 16, 16)]


def get_init_inputs():
    return []
