"""Linear -> hf.SqrtSoftplusActivation -> torch.copysign -> torch.rot90: synthesised by warpgym synth (seed 9, index 815, transformers#4, dim 0 x534)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """Linear -> hf.SqrtSoftplusActivation -> torch.copysign -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = self.linear_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        x = torch.copysign(x, x1)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(4272, 16, 32, 32), torch.randn(4272, 16, 32, 32)]


def get_init_inputs():
    return []
