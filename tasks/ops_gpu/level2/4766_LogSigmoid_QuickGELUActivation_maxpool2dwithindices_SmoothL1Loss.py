"""LogSigmoid -> hf.QuickGELUActivation -> F.max_pool2d_with_indices -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 6485, transformers#4, dim 0 x1046)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """LogSigmoid -> hf.QuickGELUActivation -> F.max_pool2d_with_indices -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.smoothl1loss_3 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.logsigmoid_0(x)
        x = self.quickgeluactivation_1(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = self.smoothl1loss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(4184, 32, 32, 32), torch.randn(4184, 32, 10, 10)]


def get_init_inputs():
    return []
