"""torch.min -> ConstantPad1d -> hf.LlamaRMSNorm -> Softmax2d -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 3581, transformers#5, dim 0 x516)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.min -> ConstantPad1d -> hf.LlamaRMSNorm -> Softmax2d -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.llamarmsnorm_2 = LlamaRMSNorm(hidden_size=130)
        self.softmax2d_3 = nn.Softmax2d()

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.constantpad1d_1(x)
        x = self.llamarmsnorm_2(x)
        x = self.softmax2d_3(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(8256, 64, 128), torch.randn(8256, 64, 128)]


def get_init_inputs():
    return []
