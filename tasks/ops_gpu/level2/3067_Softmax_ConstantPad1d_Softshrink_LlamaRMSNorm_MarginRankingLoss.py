"""Softmax -> ConstantPad1d -> Softshrink -> hf.LlamaRMSNorm -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 4200, transformers#5, dim 0 x340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """Softmax -> ConstantPad1d -> Softshrink -> hf.LlamaRMSNorm -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.softshrink_2 = nn.Softshrink()
        self.llamarmsnorm_3 = LlamaRMSNorm(hidden_size=1026)
        self.marginrankingloss_4 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = self.constantpad1d_1(x)
        x = self.softshrink_2(x)
        x = self.llamarmsnorm_3(x)
        x = self.marginrankingloss_4(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(21760, 1024), torch.randn(21760, 1026), torch.randn(21760, 1026)]


def get_init_inputs():
    return []
