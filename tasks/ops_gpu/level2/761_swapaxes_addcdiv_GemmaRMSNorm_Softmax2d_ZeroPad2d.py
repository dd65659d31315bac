"""torch.swapaxes -> torch.addcdiv -> hf.GemmaRMSNorm -> Softmax2d -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1227, transformers#5, dim 0 x1810)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.swapaxes -> torch.addcdiv -> hf.GemmaRMSNorm -> Softmax2d -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)
        self.softmax2d_3 = nn.Softmax2d()
        self.zeropad2d_4 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1, x2):
        x = torch.swapaxes(x, 2, 1)
        x = torch.addcdiv(x, x1, x2)
        x = self.gemmarmsnorm_2(x)
        x = self.softmax2d_3(x)
        x = self.zeropad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(7240, 32, 32, 32), torch.randn(7240, 32, 32, 32), torch.randn(7240, 32, 32, 32)]


def get_init_inputs():
    return []
