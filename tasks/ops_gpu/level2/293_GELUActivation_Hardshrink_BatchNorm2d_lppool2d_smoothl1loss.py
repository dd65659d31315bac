"""hf.GELUActivation -> Hardshrink -> BatchNorm2d -> F.lp_pool2d -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 384, transformers#5, dim 0 x308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> Hardshrink -> BatchNorm2d -> F.lp_pool2d -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.hardshrink_1 = nn.Hardshrink()
        self.batchnorm2d_2 = nn.BatchNorm2d(num_features=16)

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = self.hardshrink_1(x)
        x = self.batchnorm2d_2(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(2464, 16, 32, 32), torch.randn(2464, 16, 10, 10)]


def get_init_inputs():
    return []
