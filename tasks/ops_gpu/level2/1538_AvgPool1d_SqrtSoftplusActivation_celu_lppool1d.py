"""AvgPool1d -> hf.SqrtSoftplusActivation -> F.celu -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 2458, transformers#4, dim 0 x3547)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """AvgPool1d -> hf.SqrtSoftplusActivation -> F.celu -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        x = F.celu(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(908032, 256)]


def get_init_inputs():
    return []
