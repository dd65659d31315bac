"""F.lp_pool2d -> F.native_channel_shuffle -> hf.SqrtSoftplusActivation -> ReLU6 -> F.softshrink: synthesised by warpgym synth (seed 8, index 183, transformers#5, dim 0 x1905)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.lp_pool2d -> F.native_channel_shuffle -> hf.SqrtSoftplusActivation -> ReLU6 -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()
        self.relu6_3 = nn.ReLU6()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.native_channel_shuffle(x, 2)
        x = self.sqrtsoftplusactivation_2(x)
        x = self.relu6_3(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(30480, 32, 256)]


def get_init_inputs():
    return []
