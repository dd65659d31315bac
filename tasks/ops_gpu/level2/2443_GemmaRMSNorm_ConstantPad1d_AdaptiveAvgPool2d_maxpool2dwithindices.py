"""hf.GemmaRMSNorm -> ConstantPad1d -> AdaptiveAvgPool2d -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 3855, transformers#4, dim 0 x365)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> ConstantPad1d -> AdaptiveAvgPool2d -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.adaptiveavgpool2d_2 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.constantpad1d_1(x)
        x = self.adaptiveavgpool2d_2(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(1460, 32, 32, 32)]


def get_init_inputs():
    return []
