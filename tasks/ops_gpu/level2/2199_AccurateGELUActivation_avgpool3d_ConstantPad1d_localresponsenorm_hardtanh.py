"""hf.AccurateGELUActivation -> F.avg_pool3d -> ConstantPad1d -> F.local_response_norm -> F.hardtanh: synthesised by warpgym synth (seed 7, index 3478, transformers#5, dim 0 x152)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> F.avg_pool3d -> ConstantPad1d -> F.local_response_norm -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = F.avg_pool3d(x, 3)
        x = self.constantpad1d_2(x)
        x = F.local_response_norm(x, size=4)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(608, 32, 32, 32)]


def get_init_inputs():
    return []
