"""AvgPool1d -> torch.cumsum -> hf.FastGELUActivation -> F.elu: synthesised by warpgym synth (seed 7, index 1653, transformers#4, dim 0 x791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """AvgPool1d -> torch.cumsum -> hf.FastGELUActivation -> F.elu"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = torch.cumsum(x, -1)
        x = self.fastgeluactivation_2(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(6328, 256, 128)]


def get_init_inputs():
    return []
