"""hf.SqrtSoftplusActivation -> ZeroPad1d -> torch.cos: synthesised by warpgym synth (seed 9, index 416, transformers#3, dim 0 x3600)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> ZeroPad1d -> torch.cos"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.zeropad1d_1(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(14400, 32, 32, 32)]


def get_init_inputs():
    return []
