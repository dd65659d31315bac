"""hf.LaplaceActivation -> hf.GemmaRMSNorm -> F.lp_pool2d -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 5585, transformers#4, dim 0 x120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.LaplaceActivation -> hf.GemmaRMSNorm -> F.lp_pool2d -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = self.gemmarmsnorm_1(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(1920, 64, 128)]


def get_init_inputs():
    return []
